class Program_weight_tensor_meta_L_self_modules_rotary_emb_buffers_inv_freq_:
	name = "w_0"
	original_name = "L_self_modules_rotary_emb_buffers_inv_freq_"
	shape = [16]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.143
	std = 0.275
	data = [1.000000, 0.562341, 0.316228, 0.177828, 0.100000, 0.056234, 0.031623, 0.017783, 0.010000, 0.005623, 0.003162, 0.001778, 0.001000, 0.000562, 0.000316, 0.000178]
