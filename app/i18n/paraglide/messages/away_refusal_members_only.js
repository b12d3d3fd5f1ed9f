/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Refusal_Members_OnlyInputs */

const en_away_refusal_members_only = /** @type {(inputs: Away_Refusal_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ballot is for members only. Join or renew to apply.`)
};

const de_away_refusal_members_only = /** @type {(inputs: Away_Refusal_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Verlosung ist nur für Mitglieder. Werde Mitglied oder verlängere, um dich zu bewerben.`)
};

/**
* | output |
* | --- |
* | "This ballot is for members only. Join or renew to apply." |
*
* @param {Away_Refusal_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_refusal_members_only = /** @type {((inputs?: Away_Refusal_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Refusal_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_refusal_members_only(inputs)
	return en_away_refusal_members_only(inputs)
});