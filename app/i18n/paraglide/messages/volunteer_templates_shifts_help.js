/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Templates_Shifts_HelpInputs */

const en_volunteer_templates_shifts_help = /** @type {(inputs: Volunteer_Templates_Shifts_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Times are minutes from kickoff: negative is before kickoff, positive after. Rows left empty are skipped; empty a row to remove its shift.`)
};

const de_volunteer_templates_shifts_help = /** @type {(inputs: Volunteer_Templates_Shifts_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeiten sind Minuten ab Anpfiff: negativ ist vor dem Anpfiff, positiv danach. Leere Zeilen werden übersprungen; leere eine Zeile, um ihre Schicht zu entfernen.`)
};

/**
* | output |
* | --- |
* | "Times are minutes from kickoff: negative is before kickoff, positive after. Rows left empty are skipped; empty a row to remove its shift." |
*
* @param {Volunteer_Templates_Shifts_HelpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_templates_shifts_help = /** @type {((inputs?: Volunteer_Templates_Shifts_HelpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Templates_Shifts_HelpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_templates_shifts_help(inputs)
	return en_volunteer_templates_shifts_help(inputs)
});