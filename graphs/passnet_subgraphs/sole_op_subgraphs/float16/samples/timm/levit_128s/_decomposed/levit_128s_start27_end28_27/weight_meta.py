class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_buffers_attention_bias_idxs_:
	name = "w_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_buffers_attention_bias_idxs_"
	shape = [196, 196]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 195


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_parameters_attention_biases_:
	name = "w_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_parameters_attention_biases_"
	shape = [4, 196]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.021
