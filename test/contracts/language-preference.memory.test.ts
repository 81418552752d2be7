import { MemoryLanguagePreference } from '../../src/adapters/memory/language-preference.memory';
import { describeLanguagePreferenceContract } from './language-preference.contract';

describeLanguagePreferenceContract('memory', async () => {
  // One instance stands for the device's storage, so "reopening" reads the same value.
  const preference = new MemoryLanguagePreference();
  return { port: preference, fixtures: { reopen: () => preference } };
});
