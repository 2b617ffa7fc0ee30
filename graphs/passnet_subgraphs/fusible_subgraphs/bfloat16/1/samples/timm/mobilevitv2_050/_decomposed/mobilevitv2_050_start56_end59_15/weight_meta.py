class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_attn_modules_out_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_attn_modules_out_proj_parameters_bias_"
	shape = [64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_attn_modules_out_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_2_modules_1_modules_transformer_modules_0_modules_attn_modules_out_proj_parameters_weight_"
	shape = [64, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.178


class Program_weight_tensor_meta_out:
	name = "in_2"
	original_name = "out"
	shape = [4, 64, 4, 196]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.203
	std = 1.014


class Program_weight_tensor_meta_x_41:
	name = "in_3"
	original_name = "x_41"
	shape = [4, 64, 4, 196]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.015
	std = 0.097
