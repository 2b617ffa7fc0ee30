class Program_weight_tensor_meta_attn_weights_1:
	name = "in_0"
	original_name = "attn_weights_1"
	shape = [2, 8, 32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -164824261653037416471294213875312885760.000
	std = 170063266280370581289602828762697695232.000


class Program_weight_tensor_meta_mask:
	name = "in_1"
	original_name = "mask"
	shape = [2, 1, 32, 32]
	dtype = "torch.float32"
	device = "cpu"
	mean = -164824261653037416471294213875312885760.000
	std = 170099609577757380444596827001823690752.000
