class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_parameters_lambda_1_:
	name = "in_2"
	original_name = "L_self_modules_layers_modules_0_parameters_lambda_1_"
	shape = [768]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.100
	std = 0.000


class Program_weight_tensor_meta_attn_output_3:
	name = "in_3"
	original_name = "attn_output_3"
	shape = [2, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.016
	std = 0.475


class Program_weight_tensor_meta_embeddings_2:
	name = "in_4"
	original_name = "embeddings_2"
	shape = [2, 197, 768]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.011
	std = 0.318
