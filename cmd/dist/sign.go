package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"aead.dev/minisign"
)

// The environment that signs a release: a minisign secret key (as
// minisign -G writes it, encrypted or not) and its password.
const (
	envSignKey      = "TABULA_MINISIGN_KEY"
	envSignPassword = "TABULA_MINISIGN_PASSWORD"
)

// signSums writes SHA256SUMS.minisig beside SHA256SUMS in dir: its
// minisign signature (pre-hashed, as minisign 0.10 and later sign) by the
// secret key in the file keyFile, whose trusted comment names the
// release. The same key and sums give the same signature.
func signSums(dir, keyFile, password, version string) (minisign.PublicKey, error) {
	raw, err := os.ReadFile(keyFile)
	if err != nil {
		return minisign.PublicKey{}, fmt.Errorf("the signing key: %w", err)
	}
	var key minisign.PrivateKey
	if minisign.IsEncrypted(raw) {
		if key, err = minisign.DecryptKey(password, raw); err != nil {
			return minisign.PublicKey{}, fmt.Errorf("the signing key %s (%s): %w", keyFile, envSignPassword, err)
		}
	} else if err := key.UnmarshalText(bytes.TrimSpace(raw)); err != nil {
		return minisign.PublicKey{}, fmt.Errorf("the signing key %s: %w", keyFile, err)
	}
	sums, err := os.Open(filepath.Join(dir, "SHA256SUMS"))
	if err != nil {
		return minisign.PublicKey{}, err
	}
	defer sums.Close()
	r := minisign.NewReader(sums)
	if _, err := io.Copy(io.Discard, r); err != nil {
		return minisign.PublicKey{}, err
	}
	sig := r.SignWithComments(key, "tabula "+version+" SHA256SUMS",
		fmt.Sprintf("signature from tabula's release key %X", key.ID()))
	pub := key.Public().(minisign.PublicKey)
	return pub, os.WriteFile(filepath.Join(dir, "SHA256SUMS.minisig"), sig, 0o644)
}
