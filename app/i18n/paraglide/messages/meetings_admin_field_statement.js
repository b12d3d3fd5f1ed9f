/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_StatementInputs */

const en_meetings_admin_field_statement = /** @type {(inputs: Meetings_Admin_Field_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their statement`)
};

const de_meetings_admin_field_statement = /** @type {(inputs: Meetings_Admin_Field_StatementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorstellung`)
};

/**
* | output |
* | --- |
* | "Their statement" |
*
* @param {Meetings_Admin_Field_StatementInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_statement = /** @type {((inputs?: Meetings_Admin_Field_StatementInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_StatementInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_statement(inputs)
	return en_meetings_admin_field_statement(inputs)
});