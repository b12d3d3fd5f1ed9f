/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Members_Only_RowInputs */

const en_away_admin_members_only_row = /** @type {(inputs: Away_Admin_Members_Only_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only`)
};

const de_away_admin_members_only_row = /** @type {(inputs: Away_Admin_Members_Only_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für Mitglieder`)
};

/**
* | output |
* | --- |
* | "Members only" |
*
* @param {Away_Admin_Members_Only_RowInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_members_only_row = /** @type {((inputs?: Away_Admin_Members_Only_RowInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Members_Only_RowInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_members_only_row(inputs)
	return en_away_admin_members_only_row(inputs)
});