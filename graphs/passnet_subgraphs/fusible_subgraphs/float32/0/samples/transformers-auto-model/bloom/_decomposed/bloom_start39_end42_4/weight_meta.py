class Program_weight_tensor_meta_alibi_1:
	name = "in_0"
	original_name = "alibi_1"
	shape = [16, 1, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.930
	std = 3.140


class Program_weight_tensor_meta_key_layer_1:
	name = "in_1"
	original_name = "key_layer_1"
	shape = [16, 8, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.160


class Program_weight_tensor_meta_mask:
	name = "in_2"
	original_name = "mask"
	shape = [2, 1, 32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -164824261653037416471294213875312885760.000
	std = 170099609577757380444596827001823690752.000


class Program_weight_tensor_meta_query_layer_1:
	name = "in_3"
	original_name = "query_layer_1"
	shape = [16, 32, 8]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.005
	std = 0.157
