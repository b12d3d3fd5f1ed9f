/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_RenewingInputs */

const en_membership_join_renewing = /** @type {(inputs: Membership_Join_RenewingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are an Active Member. Renewing now adds a year from your current expiry date, so you lose nothing by renewing early.`)
};

const de_membership_join_renewing = /** @type {(inputs: Membership_Join_RenewingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist aktives Mitglied. Wenn du jetzt verlängerst, kommt ein Jahr ab deinem aktuellen Ablaufdatum dazu – früh verlängern kostet dich also nichts.`)
};

/**
* | output |
* | --- |
* | "You are an Active Member. Renewing now adds a year from your current expiry date, so you lose nothing by renewing early." |
*
* @param {Membership_Join_RenewingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_renewing = /** @type {((inputs?: Membership_Join_RenewingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_RenewingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_renewing(inputs)
	return en_membership_join_renewing(inputs)
});