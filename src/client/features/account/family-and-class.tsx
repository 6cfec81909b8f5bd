import { JoinClassBox } from './join-class-box';
import { ParentLinkCodeBox } from './parent-link-code';

/** Settings → "Family and class" (students only): the code for a parent, and joining a class. */
export function FamilyAndClass() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="rounded-2xl border-2 border-brand-100 bg-white p-4">
        <ParentLinkCodeBox />
      </div>
      <div className="rounded-2xl border-2 border-brand-100 bg-white p-4">
        <JoinClassBox />
      </div>
    </div>
  );
}
