class Program_weight_tensor_meta_attn_weights:
	name = "in_0"
	original_name = "attn_weights"
	shape = [2, 8, 32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.930
	std = 3.137


class Program_weight_tensor_meta_mask:
	name = "in_1"
	original_name = "mask"
	shape = [2, 1, 32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -164824261653037416471294213875312885760.000
	std = 170099609577757380444596827001823690752.000
