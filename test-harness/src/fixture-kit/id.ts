/** The fixture kit's plugin id, alone so an install list can key its loader without loading the kit. */
export const FIXTURE_KIT_ID = 'fixture-kit';
