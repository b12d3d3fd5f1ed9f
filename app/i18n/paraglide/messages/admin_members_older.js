/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_OlderInputs */

const en_admin_members_older = /** @type {(inputs: Admin_Members_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older members →`)
};

const de_admin_members_older = /** @type {(inputs: Admin_Members_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ältere Mitglieder →`)
};

/**
* | output |
* | --- |
* | "Older members →" |
*
* @param {Admin_Members_OlderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_older = /** @type {((inputs?: Admin_Members_OlderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_OlderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_older(inputs)
	return en_admin_members_older(inputs)
});