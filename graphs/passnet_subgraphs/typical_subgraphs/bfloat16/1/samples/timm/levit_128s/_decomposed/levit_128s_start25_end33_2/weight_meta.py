class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_buffers_attention_bias_idxs_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_buffers_attention_bias_idxs_"
	shape = [196, 196]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	min_val = 0
	max_val = 195


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_parameters_attention_biases_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attn_parameters_attention_biases_"
	shape = [4, 196]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.021


class Program_weight_tensor_meta_k_1:
	name = "in_2"
	original_name = "k_1"
	shape = [4, 4, 16, 196]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.035


class Program_weight_tensor_meta_q_1:
	name = "in_3"
	original_name = "q_1"
	shape = [4, 4, 196, 16]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.011
	std = 0.035


class Program_weight_tensor_meta_v_1:
	name = "in_4"
	original_name = "v_1"
	shape = [4, 4, 196, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.031
