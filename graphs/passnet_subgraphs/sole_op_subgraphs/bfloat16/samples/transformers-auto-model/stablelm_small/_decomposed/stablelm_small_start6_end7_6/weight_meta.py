class Program_weight_tensor_meta_L_self_modules_rotary_emb_buffers_inv_freq_:
	name = "w_0"
	original_name = "L_self_modules_rotary_emb_buffers_inv_freq_"
	shape = [8]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.183
	std = 0.347
	data = [1.000000, 0.316228, 0.100000, 0.031623, 0.010000, 0.003162, 0.001000, 0.000316]
