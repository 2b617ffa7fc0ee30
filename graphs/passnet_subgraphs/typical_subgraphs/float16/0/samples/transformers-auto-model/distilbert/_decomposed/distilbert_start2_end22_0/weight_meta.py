class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_embeddings_modules_LayerNorm_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_LayerNorm_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_embeddings_modules_LayerNorm_parameters_weight_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_embeddings_modules_position_embeddings_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_embeddings_modules_position_embeddings_parameters_weight_"
	shape = [512, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_k_lin_parameters_bias_:
	name = "in_3"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_k_lin_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_k_lin_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_k_lin_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_out_lin_parameters_bias_:
	name = "in_5"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_out_lin_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.002
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_out_lin_parameters_weight_:
	name = "in_6"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_out_lin_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_v_lin_parameters_bias_:
	name = "in_9"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_v_lin_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_v_lin_parameters_weight_:
	name = "in_10"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_v_lin_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_inputs_embeds:
	name = "in_11"
	original_name = "inputs_embeds"
	shape = [2, 32, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_position_ids:
	name = "in_12"
	original_name = "position_ids"
	shape = [1, 32]
	dtype = "torch.int64"
	device = "cpu"
	mean = None
	std = None
	data = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]
