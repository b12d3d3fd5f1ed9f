/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Event_Did_Not_ApplyInputs */

const en_away_event_did_not_apply = /** @type {(inputs: Away_Event_Did_Not_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You did not apply.`)
};

const de_away_event_did_not_apply = /** @type {(inputs: Away_Event_Did_Not_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast dich nicht beworben.`)
};

/**
* | output |
* | --- |
* | "You did not apply." |
*
* @param {Away_Event_Did_Not_ApplyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_event_did_not_apply = /** @type {((inputs?: Away_Event_Did_Not_ApplyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Event_Did_Not_ApplyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_event_did_not_apply(inputs)
	return en_away_event_did_not_apply(inputs)
});