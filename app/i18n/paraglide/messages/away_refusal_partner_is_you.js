/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Refusal_Partner_Is_YouInputs */

const en_away_refusal_partner_is_you = /** @type {(inputs: Away_Refusal_Partner_Is_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is your own Member ID. Enter your partner's.`)
};

const de_away_refusal_partner_is_you = /** @type {(inputs: Away_Refusal_Partner_Is_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist deine eigene Mitglieds-ID. Gib die deines Partners oder deiner Partnerin ein.`)
};

/**
* | output |
* | --- |
* | "That is your own Member ID. Enter your partner's." |
*
* @param {Away_Refusal_Partner_Is_YouInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_partner_is_you = /** @type {((inputs?: Away_Refusal_Partner_Is_YouInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Partner_Is_YouInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_refusal_partner_is_you(inputs)
	return en_away_refusal_partner_is_you(inputs)
});