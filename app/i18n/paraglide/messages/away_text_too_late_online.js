/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Too_Late_OnlineInputs */

const en_away_text_too_late_online = /** @type {(inputs: Away_Text_Too_Late_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The deadline is less than 30 minutes away: pay at the table.`)
};

const de_away_text_too_late_online = /** @type {(inputs: Away_Text_Too_Late_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Frist endet in weniger als 30 Minuten: Zahle am Tisch.`)
};

/**
* | output |
* | --- |
* | "The deadline is less than 30 minutes away: pay at the table." |
*
* @param {Away_Text_Too_Late_OnlineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_too_late_online = /** @type {((inputs?: Away_Text_Too_Late_OnlineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Too_Late_OnlineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_too_late_online(inputs)
	return en_away_text_too_late_online(inputs)
});