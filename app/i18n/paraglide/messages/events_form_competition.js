/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_CompetitionInputs */

const en_events_form_competition = /** @type {(inputs: Events_Form_CompetitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition`)
};

const de_events_form_competition = /** @type {(inputs: Events_Form_CompetitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wettbewerb`)
};

/**
* | output |
* | --- |
* | "Competition" |
*
* @param {Events_Form_CompetitionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_competition = /** @type {((inputs?: Events_Form_CompetitionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_CompetitionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_competition(inputs)
	return en_events_form_competition(inputs)
});