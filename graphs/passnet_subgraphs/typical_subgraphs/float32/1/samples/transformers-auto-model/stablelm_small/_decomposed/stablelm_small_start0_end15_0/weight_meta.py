class Program_weight_tensor_meta_L_kwargs_input_ids_:
	name = "in_0"
	original_name = "L_kwargs_input_ids_"
	shape = [4, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 12
	max_val = 999


class Program_weight_tensor_meta_L_self_modules_embed_tokens_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_embed_tokens_parameters_weight_"
	shape = [32000, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_rotary_emb_buffers_inv_freq_:
	name = "in_2"
	original_name = "L_self_modules_rotary_emb_buffers_inv_freq_"
	shape = [8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.183
	std = 0.347
	data = [1.000000, 0.316228, 0.100000, 0.031623, 0.010000, 0.003162, 0.001000, 0.000316]
