import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults to port 5000, ./data and the embedded database', () => {
    const config = parseConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(config.oidc.issuer).toBe('https://accounts.google.com');
  });

  it('reads PORT, DATA_DIR and DATABASE_URL, and treats an empty value as unset', () => {
    const config = parseConfig({
      PORT: '6123',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      OIDC_CLIENT_ID: '',
    });
    expect(config).toMatchObject({ port: 6123, dataDir: '/tmp/x', databaseUrl: 'postgres://u@h:5432/db' });
    expect(config.oidc.clientId).toBeUndefined();
    expect(parseConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('turns on Secure cookies when the public address is https', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://starprep.example.org' }).secureCookies).toBe(true);
    expect(parseConfig({ PUBLIC_URL: 'http://localhost:5000' }).secureCookies).toBe(false);
  });

  it('names the variable, the bad value and the problem', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => parseConfig({ PORT: '70000' })).toThrow(/PORT="70000"/);
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('SCHOOL_TIME_ZONE', () => {
  it('defaults to Texas time and reads any zone the runtime knows', () => {
    expect(parseConfig({}).schoolTimeZone).toBe('America/Chicago');
    expect(parseConfig({ SCHOOL_TIME_ZONE: 'America/Denver' }).schoolTimeZone).toBe('America/Denver');
    expect(parseConfig({ SCHOOL_TIME_ZONE: '' }).schoolTimeZone).toBe('America/Chicago');
  });

  it('refuses a zone name the runtime does not know, at start', () => {
    expect(() => parseConfig({ SCHOOL_TIME_ZONE: 'Texas/Houston' })).toThrow(ConfigError);
    expect(() => parseConfig({ SCHOOL_TIME_ZONE: 'Texas/Houston' })).toThrow(
      /SCHOOL_TIME_ZONE="Texas\/Houston"/,
    );
  });
});

describe('.env.example', () => {
  it('lists exactly the variables the server reads', () => {
    const example = fs.readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
    const listed = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]).sort();
    const source = fs.readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
    const schemaBlock = source.slice(source.indexOf('const envSchema'), source.indexOf('export type Env'));
    const read = [...schemaBlock.matchAll(/^ {2}([A-Z_]+):/gm)].map((match) => match[1]).sort();
    expect(read.length).toBeGreaterThan(5);
    expect(listed).toEqual(read);
  });
});
