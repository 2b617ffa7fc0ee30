class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_"
	shape = [2304]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_"
	shape = [768, 2304]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_view_1:
	name = "in_0"
	original_name = "view_1"
	shape = [128, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.995
