/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_IntegrationsInputs */

const en_admin_dashboard_integrations = /** @type {(inputs: Admin_Dashboard_IntegrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Integration Status`)
};

const de_admin_dashboard_integrations = /** @type {(inputs: Admin_Dashboard_IntegrationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status der Anbindungen`)
};

/**
* | output |
* | --- |
* | "Integration Status" |
*
* @param {Admin_Dashboard_IntegrationsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_integrations = /** @type {((inputs?: Admin_Dashboard_IntegrationsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_IntegrationsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_integrations(inputs)
	return en_admin_dashboard_integrations(inputs)
});