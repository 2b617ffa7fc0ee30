class Program_weight_tensor_meta_alibi_1:
	name = "in_0"
	original_name = "alibi_1"
	shape = [32, 1, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.930
	std = 3.138


class Program_weight_tensor_meta_key_layer_1:
	name = "in_1"
	original_name = "key_layer_1"
	shape = [32, 8, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.158


class Program_weight_tensor_meta_mask:
	name = "in_2"
	original_name = "mask"
	shape = [4, 1, 32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -164824261653037416471294213875312885760.000
	std = 170078839126543999169577975708829876224.000


class Program_weight_tensor_meta_query_layer_1:
	name = "in_3"
	original_name = "query_layer_1"
	shape = [32, 32, 8]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.156
