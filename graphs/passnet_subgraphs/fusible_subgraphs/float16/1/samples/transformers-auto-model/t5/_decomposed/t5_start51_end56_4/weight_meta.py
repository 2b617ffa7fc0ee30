class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_o_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.044


class Program_weight_tensor_meta_attn_output_3:
	name = "in_1"
	original_name = "attn_output_3"
	shape = [4, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.279


class Program_weight_tensor_meta_hidden_states:
	name = "in_2"
	original_name = "hidden_states"
	shape = [4, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.997
