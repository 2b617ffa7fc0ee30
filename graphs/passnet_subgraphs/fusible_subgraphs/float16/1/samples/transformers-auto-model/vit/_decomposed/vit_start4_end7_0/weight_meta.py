class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_position_embeddings_:
	name = "in_0"
	original_name = "L_self_modules_embeddings_parameters_position_embeddings_"
	shape = [1, 197, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_cls_tokens:
	name = "in_1"
	original_name = "cls_tokens"
	shape = [4, 1, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.021


class Program_weight_tensor_meta_embeddings:
	name = "in_2"
	original_name = "embeddings"
	shape = [4, 196, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.309
