/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_One_YearInputs */

const en_membership_join_one_year = /** @type {(inputs: Membership_Join_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All memberships run for one year.`)
};

const de_membership_join_one_year = /** @type {(inputs: Membership_Join_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede Mitgliedschaft läuft ein Jahr.`)
};

/**
* | output |
* | --- |
* | "All memberships run for one year." |
*
* @param {Membership_Join_One_YearInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_one_year = /** @type {((inputs?: Membership_Join_One_YearInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_One_YearInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_one_year(inputs)
	return en_membership_join_one_year(inputs)
});