/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_NoneInputs */

const en_admin_members_none = /** @type {(inputs: Admin_Members_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No members found`)
};

const de_admin_members_none = /** @type {(inputs: Admin_Members_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Mitglieder gefunden`)
};

/**
* | output |
* | --- |
* | "No members found" |
*
* @param {Admin_Members_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_none = /** @type {((inputs?: Admin_Members_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_none(inputs)
	return en_admin_members_none(inputs)
});