/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_Reason_RequiredInputs */

const en_tickets_admin_reason_required = /** @type {(inputs: Tickets_Admin_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the poster a reason (they are emailed it)`)
};

const de_tickets_admin_reason_required = /** @type {(inputs: Tickets_Admin_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib einen Grund an (er geht per E-Mail an die anbietende Person)`)
};

/**
* | output |
* | --- |
* | "Give the poster a reason (they are emailed it)" |
*
* @param {Tickets_Admin_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_reason_required = /** @type {((inputs?: Tickets_Admin_Reason_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Reason_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_reason_required(inputs)
	return en_tickets_admin_reason_required(inputs)
});