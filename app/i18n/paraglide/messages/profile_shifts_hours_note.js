/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Profile_Shifts_Hours_NoteInputs */

const en_profile_shifts_hours_note = /** @type {(inputs: Profile_Shifts_Hours_NoteInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("en", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Estimated at ${i?.hours} hour per completed shift.`);
	return /** @type {LocalizedString} */ (`Estimated at ${i?.hours} hours per completed shift.`)
	
};

const de_profile_shifts_hours_note = /** @type {(inputs: Profile_Shifts_Hours_NoteInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("de", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Geschätzt mit ${i?.hours} Stunde pro geleisteter Schicht.`);
	return /** @type {LocalizedString} */ (`Geschätzt mit ${i?.hours} Stunden pro geleisteter Schicht.`)
	
};

/**
* | hoursPlural | output |
* | --- | --- |
* | "one" | "Estimated at {hours} hour per completed shift." |
* | * | "Estimated at {hours} hours per completed shift." |
*
* @param {Profile_Shifts_Hours_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_hours_note = /** @type {((inputs: Profile_Shifts_Hours_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Hours_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_hours_note(inputs)
	return en_profile_shifts_hours_note(inputs)
});