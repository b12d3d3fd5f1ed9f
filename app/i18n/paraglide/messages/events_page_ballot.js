/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_BallotInputs */

const en_events_page_ballot = /** @type {(inputs: Events_Page_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away ballot`)
};

const de_events_page_ballot = /** @type {(inputs: Events_Page_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosung fürs Auswärtsspiel`)
};

/**
* | output |
* | --- |
* | "Away ballot" |
*
* @param {Events_Page_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_ballot = /** @type {((inputs?: Events_Page_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_ballot(inputs)
	return en_events_page_ballot(inputs)
});