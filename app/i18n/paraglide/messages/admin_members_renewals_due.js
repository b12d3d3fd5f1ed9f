/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Admin_Members_Renewals_DueInputs */

const en_admin_members_renewals_due = /** @type {(inputs: Admin_Members_Renewals_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renewals due: active memberships that run out in the next ${i?.days} days, soonest first.`)
};

const de_admin_members_renewals_due = /** @type {(inputs: Admin_Members_Renewals_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fällige Verlängerungen: aktive Mitgliedschaften, die in den nächsten ${i?.days} Tagen enden, die nächste zuerst.`)
};

/**
* | output |
* | --- |
* | "Renewals due: active memberships that run out in the next {days} days, soonest first." |
*
* @param {Admin_Members_Renewals_DueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_members_renewals_due = /** @type {((inputs: Admin_Members_Renewals_DueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_Renewals_DueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_renewals_due(inputs)
	return en_admin_members_renewals_due(inputs)
});