/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Event_Link_ApplyInputs */

const en_away_event_link_apply = /** @type {(inputs: Away_Event_Link_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply for away tickets`)
};

const de_away_event_link_apply = /** @type {(inputs: Away_Event_Link_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Auswärtstickets bewerben`)
};

/**
* | output |
* | --- |
* | "Apply for away tickets" |
*
* @param {Away_Event_Link_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_event_link_apply = /** @type {((inputs?: Away_Event_Link_ApplyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Event_Link_ApplyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_event_link_apply(inputs)
	return en_away_event_link_apply(inputs)
});