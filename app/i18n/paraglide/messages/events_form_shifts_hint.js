/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Shifts_HintInputs */

const en_events_form_shifts_hint = /** @type {(inputs: Events_Form_Shifts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: adds the template's volunteer shifts, timed from kickoff, to this event.`)
};

const de_events_form_shifts_hint = /** @type {(inputs: Events_Form_Shifts_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: fügt diesem Termin die Helferschichten der Vorlage hinzu, ab Anstoß getaktet.`)
};

/**
* | output |
* | --- |
* | "Optional: adds the template's volunteer shifts, timed from kickoff, to this event." |
*
* @param {Events_Form_Shifts_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_shifts_hint = /** @type {((inputs?: Events_Form_Shifts_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Shifts_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_shifts_hint(inputs)
	return en_events_form_shifts_hint(inputs)
});