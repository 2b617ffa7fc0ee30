class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
	shape = [384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
	shape = [384, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_attn_output_3:
	name = "in_2"
	original_name = "attn_output_3"
	shape = [2, 1500, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.009
	std = 0.195


class Program_weight_tensor_meta_hidden_states_1:
	name = "in_3"
	original_name = "hidden_states_1"
	shape = [2, 1500, 384]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.209
	std = 0.677
