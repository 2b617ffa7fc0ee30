class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_bias_"
	shape = [256]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
	shape = [256, 256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_attention_mask_1:
	name = "in_2"
	original_name = "attention_mask_1"
	shape = [32, 1, 400, 400]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_key_states:
	name = "in_3"
	original_name = "key_states"
	shape = [32, 8, 400, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.392
	std = 25.448


class Program_weight_tensor_meta_query_states:
	name = "in_4"
	original_name = "query_states"
	shape = [32, 8, 400, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.708
	std = 28.148


class Program_weight_tensor_meta_value_states:
	name = "in_5"
	original_name = "value_states"
	shape = [32, 8, 400, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.207
	std = 26.472
