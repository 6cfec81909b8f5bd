import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { RefObject } from 'react';
import type { CharacterView, SpaceProgressView } from '../../../contracts/space';
import { AlertMessage } from '../../components/ui/alert-message';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { readableErrorMessage } from '../../lib/error-message';
import { CharacterCard } from './character-card';
import { SPACE_PROGRESS_QUERY_KEY, refreshSignedInUser, selectCharacter } from './starspace-api';
import { crewCountText, crewOrder } from './starspace-display';

interface CrewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  characters: readonly CharacterView[];
  progress: SpaceProgressView;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * "My Crew" (spec section 2): every character, those who joined with a Select button (spec section 4:
 * only they can be chosen). Choosing one refreshes the progress and the signed-in user, so the header
 * and answer feedback show the new companion.
 */
export function CrewDialog({ open, onOpenChange, characters, progress, returnFocusTo }: CrewDialogProps) {
  const queryClient = useQueryClient();
  const select = useMutation({
    mutationFn: (character: CharacterView) => selectCharacter(character.id),
    onSuccess: (updated) => {
      queryClient.setQueryData(SPACE_PROGRESS_QUERY_KEY, updated);
      refreshSignedInUser(queryClient);
    },
  });
  const joined = progress.unlockedCharacters;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) select.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent size="xl" returnFocusTo={returnFocusTo}>
        <DialogHeader className="space-sky">
          <DialogTitle className="text-white">
            <Users aria-hidden="true" className="size-8 shrink-0 text-sun-300" />
            My Crew
          </DialogTitle>
          <DialogDescription className="text-lg">
            {/* The description's own colour is for light headers: this one is the night sky. */}
            <span className="text-indigo-50">
              {crewCountText(joined.length, characters.length)} Pick a companion to cheer you on while you
              practice.
            </span>
          </DialogDescription>
        </DialogHeader>
        {/* Focusable, so a keyboard can scroll the crew before anyone has joined (no buttons yet). */}
        <DialogBody tabIndex={0} aria-label="Crew members" className="space-y-4 pt-5">
          {select.isError ? (
            <AlertMessage>
              {readableErrorMessage(select.error, "We couldn't choose that companion. Please try again.")}
            </AlertMessage>
          ) : null}
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {crewOrder(characters).map((character) => (
              <li key={character.id}>
                <CharacterCard
                  character={character}
                  joined={joined.includes(character.id)}
                  selected={progress.selectedCharacter === character.id}
                  busy={select.isPending}
                  onSelect={(chosen) => select.mutate(chosen)}
                />
              </li>
            ))}
          </ul>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
