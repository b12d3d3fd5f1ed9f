/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Worker_Not_Sent_BodyInputs */

const en_site_worker_not_sent_body = /** @type {(inputs: Site_Worker_Not_Sent_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These were waiting for signal and could not be sent yet. Signing out now drops them from this device:`)
};

const de_site_worker_not_sent_body = /** @type {(inputs: Site_Worker_Not_Sent_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das hier wartete auf Empfang und konnte noch nicht gesendet werden. Wenn du dich jetzt abmeldest, wird es von diesem Gerät gelöscht:`)
};

/**
* | output |
* | --- |
* | "These were waiting for signal and could not be sent yet. Signing out now drops them from this device:" |
*
* @param {Site_Worker_Not_Sent_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_worker_not_sent_body = /** @type {((inputs?: Site_Worker_Not_Sent_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Worker_Not_Sent_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_worker_not_sent_body(inputs)
	return en_site_worker_not_sent_body(inputs)
});