class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
	shape = [1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
	shape = [1024, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_attn_output_3:
	name = "in_2"
	original_name = "attn_output_3"
	shape = [1, 16, 1024]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.004
	std = 0.176
