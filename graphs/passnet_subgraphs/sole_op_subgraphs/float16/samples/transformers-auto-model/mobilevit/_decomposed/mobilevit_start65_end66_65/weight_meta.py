class Program_weight_tensor_meta_query_layer:
	name = "in_0"
	original_name = "query_layer"
	shape = [4, 4, 256, 36]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.139


class Program_weight_tensor_meta_transpose_5:
	name = "in_1"
	original_name = "transpose_5"
	shape = [4, 4, 36, 256]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.005
	std = 0.139
