/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Per_Application_HintInputs */

const en_away_admin_per_application_hint = /** @type {(inputs: Away_Admin_Per_Application_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2: a member may apply with a partner.`)
};

const de_away_admin_per_application_hint = /** @type {(inputs: Away_Admin_Per_Application_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2: Ein Mitglied kann sich mit Partner:in bewerben.`)
};

/**
* | output |
* | --- |
* | "2: a member may apply with a partner." |
*
* @param {Away_Admin_Per_Application_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_per_application_hint = /** @type {((inputs?: Away_Admin_Per_Application_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Per_Application_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_per_application_hint(inputs)
	return en_away_admin_per_application_hint(inputs)
});