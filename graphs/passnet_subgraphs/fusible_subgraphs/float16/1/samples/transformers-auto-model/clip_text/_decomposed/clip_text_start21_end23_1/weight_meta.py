class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_bias_"
	shape = [512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_out_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.044


class Program_weight_tensor_meta_attn_output_3:
	name = "in_2"
	original_name = "attn_output_3"
	shape = [4, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.003
	std = 0.074


class Program_weight_tensor_meta_embeddings:
	name = "in_3"
	original_name = "embeddings"
	shape = [4, 32, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.028
