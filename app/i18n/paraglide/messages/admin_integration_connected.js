/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Integration_ConnectedInputs */

const en_admin_integration_connected = /** @type {(inputs: Admin_Integration_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connected`)
};

const de_admin_integration_connected = /** @type {(inputs: Admin_Integration_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verbunden`)
};

/**
* | output |
* | --- |
* | "Connected" |
*
* @param {Admin_Integration_ConnectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_integration_connected = /** @type {((inputs?: Admin_Integration_ConnectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Integration_ConnectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_integration_connected(inputs)
	return en_admin_integration_connected(inputs)
});