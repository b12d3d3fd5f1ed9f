/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ token: NonNullable<unknown>, shop: NonNullable<unknown> }} Admin_Dashboard_Printify_HintInputs */

const en_admin_dashboard_printify_hint = /** @type {(inputs: Admin_Dashboard_Printify_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To connect, set ${i?.token} (a personal access token from Printify's Connections page) and ${i?.shop} in the server's environment, then restart.`)
};

const de_admin_dashboard_printify_hint = /** @type {(inputs: Admin_Dashboard_Printify_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zum Verbinden ${i?.token} (ein persönliches Zugangstoken von Printifys Seite „Connections“) und ${i?.shop} in der Umgebung des Servers setzen und dann neu starten.`)
};

/**
* | output |
* | --- |
* | "To connect, set {token} (a personal access token from Printify's Connections page) and {shop} in the server's environment, then restart." |
*
* @param {Admin_Dashboard_Printify_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_printify_hint = /** @type {((inputs: Admin_Dashboard_Printify_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Printify_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_printify_hint(inputs)
	return en_admin_dashboard_printify_hint(inputs)
});