/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Members_OnlyInputs */

const en_away_admin_members_only = /** @type {(inputs: Away_Admin_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only: only active and lifetime members may apply`)
};

const de_away_admin_members_only = /** @type {(inputs: Away_Admin_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Mitglieder: Nur aktive Mitglieder und Mitglieder auf Lebenszeit dürfen sich bewerben`)
};

/**
* | output |
* | --- |
* | "Members only: only active and lifetime members may apply" |
*
* @param {Away_Admin_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_members_only = /** @type {((inputs?: Away_Admin_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_members_only(inputs)
	return en_away_admin_members_only(inputs)
});