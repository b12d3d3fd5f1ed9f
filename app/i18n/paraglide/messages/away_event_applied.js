/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Event_AppliedInputs */

const en_away_event_applied = /** @type {(inputs: Away_Event_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have applied.`)
};

const de_away_event_applied = /** @type {(inputs: Away_Event_AppliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast dich beworben.`)
};

/**
* | output |
* | --- |
* | "You have applied." |
*
* @param {Away_Event_AppliedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_event_applied = /** @type {((inputs?: Away_Event_AppliedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Event_AppliedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_event_applied(inputs)
	return en_away_event_applied(inputs)
});