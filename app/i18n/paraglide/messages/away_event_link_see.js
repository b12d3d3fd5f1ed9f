/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Event_Link_SeeInputs */

const en_away_event_link_see = /** @type {(inputs: Away_Event_Link_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the ballot`)
};

const de_away_event_link_see = /** @type {(inputs: Away_Event_Link_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Verlosung`)
};

/**
* | output |
* | --- |
* | "See the ballot" |
*
* @param {Away_Event_Link_SeeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_event_link_see = /** @type {((inputs?: Away_Event_Link_SeeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Event_Link_SeeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_event_link_see(inputs)
	return en_away_event_link_see(inputs)
});