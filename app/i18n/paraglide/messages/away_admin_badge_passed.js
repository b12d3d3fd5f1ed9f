/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Badge_PassedInputs */

const en_away_admin_badge_passed = /** @type {(inputs: Away_Admin_Badge_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passed: not paid in time`)
};

const de_away_admin_badge_passed = /** @type {(inputs: Away_Admin_Badge_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verfallen: nicht rechtzeitig bezahlt`)
};

/**
* | output |
* | --- |
* | "Passed: not paid in time" |
*
* @param {Away_Admin_Badge_PassedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_badge_passed = /** @type {((inputs?: Away_Admin_Badge_PassedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Badge_PassedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_badge_passed(inputs)
	return en_away_admin_badge_passed(inputs)
});